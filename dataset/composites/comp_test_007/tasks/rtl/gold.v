module comp_test_007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_req_valid,
    input  wire [1:0] p0_req_mode,
    input  wire       p1_request,
    input  wire       p1_refill_tick,
    input  wire       p2_rd_en,
    input  wire [2:0] p2_rd_bytes,
    input  wire [2:0] p2_wr_bytes,
    input  wire       p2_wr_en_force,
    input  wire       p2_flush_en,
    output wire [1:0] p0_active_mode,
    output wire       p0_ready,
    output wire [2:0] p0_settle_left,
    output wire [2:0] p1_tokens,
    output wire       p1_grant,
    output wire       p1_bucket_empty,
    output wire [3:0] p2_used,
    output wire [3:0] p2_space,
    output wire       p2_empty
);
    reg p2_wr_en;
    reg p2_flush;
    always @* begin
        p2_wr_en = p0_ready | p2_wr_en_force;
        p2_flush = p1_bucket_empty & p2_flush_en;
    end
    mode_controller_0004 p0 (
        .settle_left(p0_settle_left),
        .ready(p0_ready),
        .active_mode(p0_active_mode),
        .req_mode(p0_req_mode),
        .req_valid(p0_req_valid),
        .rst(rst),
        .clk(clk)
    );
    rate_limiter_0001 p1 (
        .bucket_empty(p1_bucket_empty),
        .grant(p1_grant),
        .tokens(p1_tokens),
        .refill_tick(p1_refill_tick),
        .request(p1_request),
        .rst(rst),
        .clk(clk)
    );
    fifo_0002 p2 (
        .empty(p2_empty),
        .space(p2_space),
        .used(p2_used),
        .wr_bytes(p2_wr_bytes),
        .wr_en(p2_wr_en),
        .rd_bytes(p2_rd_bytes),
        .rd_en(p2_rd_en),
        .flush(p2_flush),
        .rst(rst),
        .clk(clk)
    );
endmodule
