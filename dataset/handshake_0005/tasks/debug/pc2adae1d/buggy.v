module handshake_0005_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [2:0] burst_len,
    input  wire       beat,
    output wire       busy,
    output wire [2:0] beats_left,
    output wire       last_beat
);
    reg active_r;
    reg [2:0] remaining_r;
    wire active_d = rst ? 1'b0 :
                    (!active_r && start) ? 1'b1 :
                    (active_r && beat && rst && remaining_r == 3'd0) ? 1'b0 :
                    active_r;
    wire [2:0] remaining_d = rst ? 3'd0 :
                             (!active_r && start) ? burst_len :
                             (active_r && beat && remaining_r != 3'd0) ? remaining_r - 3'd1 :
                             remaining_r;

    always @(posedge clk) begin
        active_r <= active_d;
        remaining_r <= remaining_d;
    end

    assign busy = active_r;
    assign beats_left = remaining_r;
    assign last_beat = active_r && remaining_r == 3'd0;
endmodule
