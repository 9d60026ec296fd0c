module saturating_arithmetic_0004_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       pix_valid,
    input  wire [5:0] raw,
    input  wire [3:0] black_level,
    output wire [3:0] pixel,
    output wire       crushed,
    output wire       blown
);
    reg [3:0] pixel_r;
    wire [3:0] pixel_d = rst ? 4'd0 :
                         (pix_valid && raw < black_level) ? 4'd0 :
                         (pix_valid && raw - black_level > 6'd15) ? 4'd15 :
                         pix_valid ? raw[3:0] - black_level :
                         pixel_r;

    always @(posedge clk) begin
        pixel_r <= pixel_d;
    end

    assign pixel = pixel_r;
    assign crushed = pixel_r == 4'd0;
    assign blown = pixel_r == 4'd15;
endmodule
