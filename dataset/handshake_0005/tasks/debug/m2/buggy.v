module handshake_0005_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [2:0] burst_len,
    input  wire       beat,
    output wire       busy,
    output wire [2:0] beats_left,
    output wire       last_beat
);
    reg active;
    reg [2:0] remaining;
    reg active_next;
    reg [2:0] remaining_next;

    always @* begin
        if (!active && start)
            active_next = 1'b1;
        else if (active && beat && remaining == 3'd0)
            active_next = 1'b0;
        else
            active_next = active;
    end

    always @* begin
        if (active && start)
            remaining_next = burst_len;
        else if (!active && start)
            remaining_next = burst_len;
        else if (active && beat && remaining != 3'd0)
            remaining_next = remaining - 3'd1;
        else
            remaining_next = remaining;
    end

    always @(posedge clk) begin
        if (rst) begin
            active <= 1'b0;
            remaining <= 3'd0;
        end else begin
            active <= active_next;
            remaining <= remaining_next;
        end
    end

    assign busy = active;
    assign beats_left = remaining;
    assign last_beat = active && remaining == 3'd0;
endmodule
