module arbiter_0010_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire req0,
    input  wire req1,
    input  wire done,
    output wire prio1,
    output wire gnt0,
    output wire gnt1
);
    reg prio1_r;
    wire prio1_d = rst ? 1'b0 :
                   (done && req0 && (!req1 || !prio1_r)) ? 1'b1 :
                   (done && req1 && (!req0 || prio1_r)) ? 1'b0 :
                   prio1_r;

    always @(posedge clk) begin
        prio1_r <= prio1_d;
    end

    assign prio1 = prio1_r;
    assign gnt0 = req0 && (!req1 || !prio1_r) && prio1_d;
    assign gnt1 = req1 && (!req0 || prio1_r);
endmodule
