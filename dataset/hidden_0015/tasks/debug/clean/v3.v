module hidden_0015_function_update (
    input  wire clk,
    input  wire rst,
    input  wire strobe,
    output wire fire
);
    reg seen;
    reg [2:0] wait_q;

    function next_seen;
        input seen_a;
        input strobe_a;
        reg fire;
        begin
            fire = {seen_a != strobe_a};
            casez (fire)
                1'b1: next_seen = strobe_a;
                default: next_seen = seen_a;
            endcase
        end
    endfunction

    function [2:0] next_wait_q;
        input seen_a;
        input [2:0] wait_q_a;
        input strobe_a;
        reg [1:0] fire;
        begin
            fire = {wait_q_a != 3'd0, wait_q_a == 3'd0 && strobe_a && !seen_a};
            casez (fire)
                2'b?1: next_wait_q = 3'd4;
                2'b10: next_wait_q = wait_q_a - 3'd1;
                default: next_wait_q = wait_q_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            seen <= 1'b0;
            wait_q <= 3'd0;
        end else begin
            seen <= next_seen(seen, strobe);
            wait_q <= next_wait_q(seen, wait_q, strobe);
        end
    end

    assign fire = wait_q == 3'd1;
endmodule
