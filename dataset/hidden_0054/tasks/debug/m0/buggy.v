module hidden_0054_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire tick,
    input  wire resync,
    output wire slow
);
    reg [1:0] ticks;
    reg lvl;
    reg [1:0] ticks_next;
    reg lvl_next;

    always @* begin
        if (resync)
            ticks_next = 2'd0;
        else if (tick && ticks == 2'd3)
            ticks_next = 2'd0;
        else if (tick)
            ticks_next = ticks + 2'd1;
        else
            ticks_next = ticks;
    end

    always @* begin
        if (tick && !resync && ticks == 2'd2)
            lvl_next = !lvl;
        else
            lvl_next = lvl;
    end

    always @(posedge clk) begin
        if (rst) begin
            ticks <= 2'd0;
            lvl <= 1'b0;
        end else begin
            ticks <= ticks_next;
            lvl <= lvl_next;
        end
    end

    assign slow = lvl;
endmodule
