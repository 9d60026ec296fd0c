module syn_timer_0011_canonical_next (
    input  wire       clk,
    input  wire       reset,
    input  wire       start,
    input  wire       tick,
    output reg  [4:0] remaining,
    output wire       expired
);
    reg [4:0] remaining_next;

    always @* begin
        if (start)
            remaining_next = 5'd9;
        else if (tick && remaining != 5'd0)
            remaining_next = remaining - 5'd2;
        else if (tick)
            remaining_next = 5'd9;
        else
            remaining_next = remaining;
    end

    always @(posedge clk) begin
        if (reset) begin
            remaining <= 5'd0;
        end else begin
            remaining <= remaining_next;
        end
    end

    assign expired = remaining == 5'd0;
endmodule
