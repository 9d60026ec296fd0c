module counter_0007_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       clr,
    output wire [3:0] ones_digit,
    output wire [3:0] tens_digit,
    output wire       at_99
);
    reg [3:0] ones;
    reg [3:0] tens;

    function [3:0] next_ones;
        input [3:0] ones_a;
        input en_a;
        input clr_a;
        reg [2:0] fire;
        begin
            fire = {en_a, en_a && ones_a == 4'd9, clr_a};
            casez (fire)
                3'b??1: next_ones = 4'd0;
                3'b?10: next_ones = 4'd0;
                3'b100: next_ones = ones_a + 4'd1;
                default: next_ones = ones_a;
            endcase
        end
    endfunction

    function [3:0] next_tens;
        input [3:0] ones_a;
        input [3:0] tens_a;
        input en_a;
        input clr_a;
        reg [2:0] fire;
        begin
            fire = {en_a && ones_a == 4'd9, en_a && ones_a == 4'd9 && tens_a == 4'd9, clr_a};
            casez (fire)
                3'b??1: next_tens = 4'd0;
                3'b?10: next_tens = 4'd0;
                3'b100: next_tens = tens_a + 4'd1;
                default: next_tens = tens_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            ones <= 4'd0;
            tens <= 4'd0;
        end else begin
            ones <= next_ones(ones, en, clr);
            tens <= next_tens(ones, tens, en, clr);
        end
    end

    assign ones_digit = ones;
    assign tens_digit = tens;
    assign at_99 = ones == 4'd9 && tens == 4'd9;
endmodule
