module arbiter_0008_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       pulse_a,
    input  wire       pulse_b,
    input wire       serve_a,
    output wire       serve_b,
    output wire [1:0] pending,
    output wire       prefer_b
);
    reg pend_a_r;
    reg pend_b_r;
    reg turn_r;
    reg [1:0] srv_r;
    wire pend_a_d = rst ? 1'b0 :
                    pulse_a ? 1'b1 :
                    (pend_a_r && (!pend_b_r || !turn_r)) ? 1'b0 :
                    pend_a_r;
    wire pend_b_d = rst ? 1'b0 :
                    pulse_b ? 1'b1 :
                    (pend_b_r && (!pend_a_r || turn_r)) ? 1'b0 :
                    pend_b_r;
    wire turn_d = rst ? 1'b0 :
                  (pend_a_r && (!pend_b_r || !turn_r)) ? 1'b1 :
                  (pend_b_r && (!pend_a_r || turn_r)) ? 1'b0 :
                  turn_r;
    wire [1:0] srv_d = rst ? 2'd0 :
                       (pend_a_r && (!pend_b_r || !turn_r)) ? 2'd1 :
                       pend_b_r ? 2'd2 :
                       (srv_r != 2'd0) ? 2'd0 :
                       srv_r;

    always @(posedge clk) begin
        pend_a_r <= pend_a_d;
        pend_b_r <= pend_b_d;
        turn_r <= turn_d;
        srv_r <= srv_d;
    end

    assign serve_a = srv_r == 2'd1;
    assign serve_b = srv_r == 2'd2;
    assign pending = {pend_b_r, pend_a_r};
    assign prefer_b = turn_r;
endmodule
