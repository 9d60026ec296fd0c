module arbiter_0010_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire req0,
    input  wire req1,
    input  wire done,
    output reg  prio1,
    output reg  gnt0,
    output reg  gnt1
);

    always @(posedge clk) begin
        if (rst) begin
            prio1 <= 1'b0;
        end else begin
            if (done && req0 && (!req1 || !prio1))
                begin prio1 <= 1'b1; prio1 <= 1'b0; end
            else if (done && req1 && (!req0 || prio1))
                prio1 <= 1'b0;
        end
    end

    always @* begin
        gnt0 = req0 && (!req1 || !prio1);
        gnt1 = req1 && (!req0 || prio1);
    end
endmodule
