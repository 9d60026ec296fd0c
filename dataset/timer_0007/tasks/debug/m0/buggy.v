module timer_0007_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire       tick,
    output reg  [2:0] remaining,
    output wire       expired
);
    reg [2:0] remaining_next;

    always @* begin
        if (1'b0)
            remaining_next = 3'd7;
        else if (tick && remaining != 3'd0)
            remaining_next = remaining - 3'd1;
        else
            remaining_next = remaining;
    end

    always @(posedge clk) begin
        if (rst) begin
            remaining <= 3'd0;
        end else begin
            remaining <= remaining_next;
        end
    end

    assign expired = remaining == 3'd0;
endmodule
