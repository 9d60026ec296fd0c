module comp_dev_001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_req0,
    input  wire       p0_req1,
    input  wire [1:0] p1_min_gap,
    input  wire       p1_valid_en,
    output wire       p0_grant0,
    output wire       p0_grant1,
    output wire [1:0] p0_held,
    output wire [1:0] p1_gap,
    output wire       p1_ready,
    output wire       p1_fire
);
    reg p1_valid;
    always @* begin
        p1_valid = p0_grant1 & p1_valid_en;
    end
    arbiter_0007 p0 (
        .held(p0_held),
        .grant1(p0_grant1),
        .grant0(p0_grant0),
        .req1(p0_req1),
        .req0(p0_req0),
        .rst(rst),
        .clk(clk)
    );
    handshake_0002 p1 (
        .fire(p1_fire),
        .ready(p1_ready),
        .gap(p1_gap),
        .min_gap(p1_min_gap),
        .valid(p1_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
