module comp_test_006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_irq_line,
    input  wire [5:0] p1_raw,
    input  wire [3:0] p1_black_level,
    input  wire       p2_enc_a,
    input  wire       p1_pix_valid_en,
    output wire       p0_irq,
    output wire       p0_qualifying,
    output wire [3:0] p1_pixel,
    output wire       p1_crushed,
    output wire       p1_blown,
    output wire [1:0] p2_position
);
    reg p1_pix_valid;
    reg p2_enc_b;
    always @* begin
        p1_pix_valid = p0_irq & p1_pix_valid_en;
        p2_enc_b = p1_crushed;
    end
    interrupt_0010 p0 (
        .qualifying(p0_qualifying),
        .irq(p0_irq),
        .irq_line(p0_irq_line),
        .rst(rst),
        .clk(clk)
    );
    saturating_arithmetic_0004 p1 (
        .blown(p1_blown),
        .crushed(p1_crushed),
        .pixel(p1_pixel),
        .black_level(p1_black_level),
        .raw(p1_raw),
        .pix_valid(p1_pix_valid),
        .rst(rst),
        .clk(clk)
    );
    counter_0009 p2 (
        .position(p2_position),
        .enc_b(p2_enc_b),
        .enc_a(p2_enc_a),
        .rst(rst),
        .clk(clk)
    );
endmodule
