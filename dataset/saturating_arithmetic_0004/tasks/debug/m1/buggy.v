module saturating_arithmetic_0004_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       pix_valid,
    input  wire [5:0] raw,
    input  wire [3:0] black_level,
    output reg  [3:0] pixel,
    output wire       crushed,
    output wire       blown
);
    reg [3:0] pixel_next;

    always @* begin
        if (pix_valid && raw < black_level)
            pixel_next = 4'd0;
        else if (pix_valid && raw > 6'd15)
            pixel_next = 4'd15;
        else if (pix_valid)
            pixel_next = raw[3:0] - black_level;
        else
            pixel_next = pixel;
    end

    always @(posedge clk) begin
        if (rst) begin
            pixel <= 4'd0;
        end else begin
            pixel <= pixel_next;
        end
    end

    assign crushed = pixel == 4'd0;
    assign blown = pixel == 4'd15;
endmodule
