module comp_train_016 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_en_in,
    input  wire       p1_hi_req,
    input  wire       p1_lo_req_en,
    output wire       p0_en_out,
    output wire       p0_clipped,
    output wire       p1_grant_hi,
    output wire       p1_grant_lo,
    output wire [1:0] p1_lo_wait
);
    reg p1_lo_req;
    always @* begin
        p1_lo_req = p0_clipped & p1_lo_req_en;
    end
    hidden_0019 p0 (
        .clipped(p0_clipped),
        .en_out(p0_en_out),
        .en_in(p0_en_in),
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
