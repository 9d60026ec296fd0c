module comp_train_024 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_req,
    input  wire       p0_work_done,
    input  wire [3:0] p1_irq_src,
    input  wire [3:0] p1_clear_mask,
    input  wire [3:0] p1_enable_mask,
    input  wire       p1_clear_en_en,
    output wire       p0_ack,
    output wire       p0_working,
    output wire [3:0] p1_pending,
    output wire       p1_irq,
    output wire       p1_claim_valid,
    output wire [1:0] p1_claim_id
);
    reg p1_clear_en;
    always @* begin
        p1_clear_en = p0_ack & p1_clear_en_en;
    end
    handshake_0010 p0 (
        .working(p0_working),
        .ack(p0_ack),
        .work_done(p0_work_done),
        .req(p0_req),
        .rst(rst),
        .clk(clk)
    );
    interrupt_0001 p1 (
        .claim_id(p1_claim_id),
        .claim_valid(p1_claim_valid),
        .irq(p1_irq),
        .pending(p1_pending),
        .enable_mask(p1_enable_mask),
        .clear_mask(p1_clear_mask),
        .clear_en(p1_clear_en),
        .irq_src(p1_irq_src),
        .rst(rst),
        .clk(clk)
    );
endmodule
