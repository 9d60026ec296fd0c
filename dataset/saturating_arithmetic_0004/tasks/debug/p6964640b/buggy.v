module saturating_arithmetic_0004_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       pix_valid,
    input  wire [5:0] raw,
    input  wire [3:0] black_level,
    output reg  [3:0] pixel,
    output wire       crushed,
    output wire       blown
);

    function [3:0] next_pixel;
        input [3:0] pixel_a;
        input pix_valid_a;
        input [5:0] raw_a;
        input [3:0] black_level_a;
        reg [2:0] fire;
        begin
            fire = {pix_valid_a, pix_valid_a && raw_a > 6'd15, pix_valid_a && raw_a < black_level_a};
            casez (fire)
                3'b??1: next_pixel = 4'd0;
                3'b?10: next_pixel = 4'd15;
                3'b100: next_pixel = raw_a[3:0] - black_level_a;
                default: next_pixel = pixel_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            pixel <= 4'd0;
        end else begin
            pixel <= next_pixel(pixel, pix_valid, raw, black_level);
        end
    end

    assign crushed = pixel == 4'd0;
    assign blown = pixel == 4'd15;
endmodule
