module hidden_0061_function_update (
    input  wire clk,
    input  wire rst,
    input  wire d,
    output wire viol
);
    reg prev;
    reg [2:0] runlen;

    function next_prev;
        input prev_a;
        input d_a;
        reg fire;
        begin
            fire = {d_a != prev_a};
            casez (fire)
                1'b1: next_prev = d_a;
                default: next_prev = prev_a;
            endcase
        end
    endfunction

    function [2:0] next_runlen;
        input prev_a;
        input [2:0] runlen_a;
        input d_a;
        reg [1:0] fire;
        begin
            fire = {runlen_a != 3'd7, d_a != prev_a};
            casez (fire)
                2'b?1: next_runlen = 3'd1;
                2'b10: next_runlen = runlen_a - 3'd1;
                default: next_runlen = runlen_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            prev <= 1'b0;
            runlen <= 3'd0;
        end else begin
            prev <= next_prev(prev, d);
            runlen <= next_runlen(prev, runlen, d);
        end
    end

    assign viol = runlen >= 3'd6;
endmodule
