module comp_test_005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_shift_en,
    input  wire       p0_serial_in,
    input  wire       p0_clear,
    input  wire [3:0] p0_pattern,
    input  wire [3:0] p0_care_mask,
    input  wire       p1_fetch,
    input  wire       p1_pop,
    output wire [3:0] p0_window,
    output wire       p0_hit,
    output wire [2:0] p1_occupancy,
    output wire [1:0] p1_in_flight,
    output wire       p1_can_fetch
);
    reg p1_arrive;
    always @* begin
        p1_arrive = p0_hit;
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
    fifo_0006 p1 (
        .can_fetch(p1_can_fetch),
        .in_flight(p1_in_flight),
        .occupancy(p1_occupancy),
        .pop(p1_pop),
        .arrive(p1_arrive),
        .fetch(p1_fetch),
        .rst(rst),
        .clk(clk)
    );
endmodule
