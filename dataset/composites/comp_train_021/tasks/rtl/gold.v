module comp_train_021 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_start,
    input  wire       p0_abort,
    input  wire [2:0] p0_bit_cnt,
    input  wire       p0_last_byte,
    input  wire       p1_ack,
    input  wire       p1_nack,
    input  wire       p1_start_en,
    output wire       p0_cs_n,
    output wire       p0_sclk_en,
    output wire       p0_busy,
    output wire       p0_xfer_done,
    output wire       p1_req,
    output wire [1:0] p1_attempts,
    output wire       p1_failed
);
    reg p1_start;
    always @* begin
        p1_start = p0_xfer_done & p1_start_en;
    end
    protocol_controller_0008 p0 (
        .xfer_done(p0_xfer_done),
        .busy(p0_busy),
        .sclk_en(p0_sclk_en),
        .cs_n(p0_cs_n),
        .last_byte(p0_last_byte),
        .bit_cnt(p0_bit_cnt),
        .abort(p0_abort),
        .start(p0_start),
        .rst(rst),
        .clk(clk)
    );
    handshake_0007 p1 (
        .failed(p1_failed),
        .attempts(p1_attempts),
        .req(p1_req),
        .nack(p1_nack),
        .ack(p1_ack),
        .start(p1_start),
        .rst(rst),
        .clk(clk)
    );
endmodule
