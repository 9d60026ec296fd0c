module handshake_0005_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [2:0] burst_len,
    input  wire       beat,
    output reg        busy,
    output reg  [2:0] beats_left,
    output reg        last_beat
);
    reg active;
    reg [2:0] remaining;

    always @(posedge clk) begin
        if (rst) begin
            active <= 1'b0;
            remaining <= 3'd0;
        end else begin
            if (!active && start)
                active <= 1'b1;
            else if (active && beat && remaining == 3'd0)
                active <= 1'b0;
            if (!active && start)
                remaining <= burst_len;
            else if (active && beat && remaining != 3'd0)
                remaining <= remaining - 3'd1;
        end
    end

    always @* begin
        busy = active;
        beats_left = remaining;
        last_beat = active && remaining == 3'd0;
    end
endmodule
