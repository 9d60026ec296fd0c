module arbiter_0010_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire req0,
    input  wire req1,
    input  wire done,
    output reg  prio1,
    output wire gnt0,
    output wire gnt1
);
    reg prio1_next;

    always @* begin
        if (done && req0 && (!req1 || !prio1))
            prio1_next = 1'b1;
        else if (done && req1 && (!req0 || prio1))
            prio1_next = 1'b1;
        else
            prio1_next = prio1;
    end

    always @(posedge clk) begin
        if (rst) begin
            prio1 <= 1'b0;
        end else begin
            prio1 <= prio1_next;
        end
    end

    assign gnt0 = req0 && (!req1 || !prio1);
    assign gnt1 = req1 && (!req0 || prio1);
endmodule
