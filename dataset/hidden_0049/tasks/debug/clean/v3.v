module hidden_0049_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] pdata,
    input  wire       shift,
    output wire       sout
);
    reg [3:0] sreg;

    function [3:0] next_sreg;
        input [3:0] sreg_a;
        input load_a;
        input [3:0] pdata_a;
        input shift_a;
        reg [1:0] fire;
        begin
            fire = {shift_a, load_a};
            casez (fire)
                2'b?1: next_sreg = pdata_a;
                2'b10: next_sreg = {sreg_a[2:0], 1'b0};
                default: next_sreg = sreg_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            sreg <= 4'b0000;
        end else begin
            sreg <= next_sreg(sreg, load, pdata, shift);
        end
    end

    assign sout = sreg[3];
endmodule
