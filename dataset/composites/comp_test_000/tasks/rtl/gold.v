module comp_test_000 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_req_valid,
    input  wire [1:0] p0_req_mode,
    input  wire       p1_send,
    input  wire [1:0] p1_ret_count,
    input  wire       p1_ret_valid_en,
    output wire [1:0] p0_active_mode,
    output wire       p0_ready,
    output wire [2:0] p0_settle_left,
    output wire [3:0] p1_credits,
    output wire       p1_send_ok,
    output wire       p1_low_credit
);
    reg p1_ret_valid;
    always @* begin
        p1_ret_valid = p0_ready & p1_ret_valid_en;
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
    protocol_controller_0002 p1 (
        .low_credit(p1_low_credit),
        .send_ok(p1_send_ok),
        .credits(p1_credits),
        .ret_count(p1_ret_count),
        .ret_valid(p1_ret_valid),
        .send(p1_send),
        .rst(rst),
        .clk(clk)
    );
endmodule
