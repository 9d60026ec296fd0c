module hidden_0054_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire tick,
    input  wire resync,
    output reg  slow
);
    reg [1:0] ticks;
    reg lvl;

    always @(posedge clk) begin
        if (rst) begin
            ticks <= 2'd0;
            lvl <= 1'b0;
        end else begin
            if (resync)
                ticks <= 2'd0;
            else if (tick && ticks == 2'd2)
                ticks <= 2'd0;
            else if (tick)
                ;
            if (tick && !resync && ticks == 2'd2)
                lvl <= !lvl;
        end
    end

    always @* begin
        slow = lvl;
    end
endmodule
