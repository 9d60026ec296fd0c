module pulse_event_0004_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       noisy_in,
    output reg        clean,
    output reg  [2:0] pending_count,
    output reg        bouncing
);
    reg level_q;
    reg [2:0] cnt;

    always @(posedge clk) begin
        if (rst) begin
            level_q <= 1'b0;
            cnt <= 3'd0;
        end else begin
            if (noisy_in != level_q && cnt == 3'd3)
                level_q <= noisy_in;
            if (noisy_in == level_q)
                cnt <= 3'd0;
            else if (cnt == 3'd3)
                cnt <= 3'd0;
            else if (noisy_in != level_q)
                cnt <= cnt + 3'd1;
        end
    end

    always @* begin
        clean = level_q;
        pending_count = cnt;
        bouncing = cnt != 3'd0;
    end
endmodule
