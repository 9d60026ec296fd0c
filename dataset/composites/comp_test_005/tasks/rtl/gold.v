module comp_test_005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_kick,
    input  wire       p0_clear_fault,
    input  wire       p1_fetch,
    input  wire       p1_pop,
    output wire [3:0] p0_since_kick,
    output wire       p0_window_open,
    output wire       p0_wd_fault,
    output wire [2:0] p1_occupancy,
    output wire [1:0] p1_in_flight,
    output wire       p1_can_fetch
);
    reg p1_arrive;
    always @* begin
        p1_arrive = p0_wd_fault;
    end
    timer_0004 p0 (
        .wd_fault(p0_wd_fault),
        .window_open(p0_window_open),
        .since_kick(p0_since_kick),
        .clear_fault(p0_clear_fault),
        .kick(p0_kick),
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
