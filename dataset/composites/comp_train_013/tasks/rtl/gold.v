module comp_train_013 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_flush_req,
    input  wire       p0_fifo_empty,
    input  wire       p1_start,
    input  wire [2:0] p1_bit_cnt,
    input  wire       p1_last_byte,
    input  wire       p1_abort_en,
    output wire       p0_accept,
    output wire       p0_draining,
    output wire       p0_clear_ptrs,
    output wire       p1_cs_n,
    output wire       p1_sclk_en,
    output wire       p1_busy,
    output wire       p1_xfer_done
);
    reg p1_abort;
    always @* begin
        p1_abort = p0_accept & p1_abort_en;
    end
    fifo_0009 p0 (
        .clear_ptrs(p0_clear_ptrs),
        .draining(p0_draining),
        .accept(p0_accept),
        .fifo_empty(p0_fifo_empty),
        .flush_req(p0_flush_req),
        .rst(rst),
        .clk(clk)
    );
    protocol_controller_0008 p1 (
        .xfer_done(p1_xfer_done),
        .busy(p1_busy),
        .sclk_en(p1_sclk_en),
        .cs_n(p1_cs_n),
        .last_byte(p1_last_byte),
        .bit_cnt(p1_bit_cnt),
        .abort(p1_abort),
        .start(p1_start),
        .rst(rst),
        .clk(clk)
    );
endmodule
