module comp_test_009 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_req0,
    input  wire       p0_req1,
    input  wire       p1_add,
    input  wire [1:0] p1_amount,
    input  wire       p1_drain,
    input  wire [3:0] p1_ceiling_in,
    output wire       p0_grant0,
    output wire       p0_grant1,
    output wire       p0_prio,
    output wire [3:0] p1_level,
    output wire [3:0] p1_ceiling,
    output wire       p1_at_ceiling
);
    reg p1_set_ceiling;
    always @* begin
        p1_set_ceiling = p0_grant0;
    end
    arbiter_0001 p0 (
        .prio(p0_prio),
        .grant1(p0_grant1),
        .grant0(p0_grant0),
        .req1(p0_req1),
        .req0(p0_req0),
        .rst(rst),
        .clk(clk)
    );
    saturating_arithmetic_0007 p1 (
        .at_ceiling(p1_at_ceiling),
        .ceiling(p1_ceiling),
        .level(p1_level),
        .ceiling_in(p1_ceiling_in),
        .set_ceiling(p1_set_ceiling),
        .drain(p1_drain),
        .amount(p1_amount),
        .add(p1_add),
        .rst(rst),
        .clk(clk)
    );
endmodule
