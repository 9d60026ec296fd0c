module comp_test_008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_shift_en,
    input  wire       p0_serial_in,
    input  wire       p0_clear,
    input  wire [3:0] p0_pattern,
    input  wire [3:0] p0_care_mask,
    input  wire       p1_shift_down,
    input  wire [3:0] p1_speed,
    input  wire       p1_shift_up_force,
    output wire [3:0] p0_window,
    output wire       p0_hit,
    output wire [2:0] p1_gear,
    output wire       p1_top_gear,
    output wire       p1_upshift_ok
);
    reg p1_shift_up;
    always @* begin
        p1_shift_up = p0_hit | p1_shift_up_force;
    end
    sequence_detector_0001 p0 (
        .hit(p0_hit),
        .window(p0_window),
        .care_mask(p0_care_mask),
        .pattern(p0_pattern),
        .clear(p0_clear),
        .serial_in(p0_serial_in),
        .shift_en(p0_shift_en),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0003 p1 (
        .upshift_ok(p1_upshift_ok),
        .top_gear(p1_top_gear),
        .gear(p1_gear),
        .speed(p1_speed),
        .shift_down(p1_shift_down),
        .shift_up(p1_shift_up),
        .rst(rst),
        .clk(clk)
    );
endmodule
