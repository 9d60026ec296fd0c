module comp_train_016 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_irq_req,
    input  wire [3:0] p0_holdoff_len,
    input  wire       p1_hi_req,
    input  wire       p1_lo_req_en,
    output wire [3:0] p0_holdoff,
    output wire       p0_irq_out,
    output wire       p0_throttled,
    output wire       p1_grant_hi,
    output wire       p1_grant_lo,
    output wire [1:0] p1_lo_wait
);
    reg p1_lo_req;
    always @* begin
        p1_lo_req = p0_throttled & p1_lo_req_en;
    end
    interrupt_0003 p0 (
        .throttled(p0_throttled),
        .irq_out(p0_irq_out),
        .holdoff(p0_holdoff),
        .holdoff_len(p0_holdoff_len),
        .irq_req(p0_irq_req),
        .rst(rst),
        .clk(clk)
    );
    arbiter_0004 p1 (
        .lo_wait(p1_lo_wait),
        .grant_lo(p1_grant_lo),
        .grant_hi(p1_grant_hi),
        .lo_req(p1_lo_req),
        .hi_req(p1_hi_req),
        .rst(rst),
        .clk(clk)
    );
endmodule
