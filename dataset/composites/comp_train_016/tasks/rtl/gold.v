module comp_train_016 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_trig,
    input  wire       p1_hi_req,
    input  wire       p1_lo_req_en,
    output wire       p0_pulse,
    output wire       p1_grant_hi,
    output wire       p1_grant_lo,
    output wire [1:0] p1_lo_wait
);
    reg p1_lo_req;
    always @* begin
        p1_lo_req = p0_pulse & p1_lo_req_en;
    end
    hidden_0001 p0 (
        .pulse(p0_pulse),
        .trig(p0_trig),
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
