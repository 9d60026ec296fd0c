module pulse_event_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       noisy_in,
    output wire       clean,
    output wire [2:0] pending_count,
    output wire       bouncing
);
    reg level_q;
    reg [2:0] cnt;
    reg level_q_next;
    reg [2:0] cnt_next;

    always @* begin
        if (noisy_in != level_q && cnt == 3'd3)
            level_q_next = noisy_in;
        else
            level_q_next = level_q;
    end

    always @* begin
        if (noisy_in == level_q)
            cnt_next = 3'd0;
        else if (cnt == 3'd3)
            cnt_next = 3'd0;
        else if (noisy_in != level_q)
            cnt_next = cnt + 3'd1;
        else
            cnt_next = cnt;
    end

    always @(posedge clk) begin
        if (rst) begin
            level_q <= 1'b0;
            cnt <= 3'd0;
        end else begin
            level_q <= level_q_next;
            cnt <= cnt_next;
        end
    end

    assign clean = level_q;
    assign pending_count = cnt;
    assign bouncing = cnt != 3'd0;
endmodule

module sequence_detector_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       key_valid,
    input  wire [1:0] key,
    input  wire       relock,
    output reg  [1:0] stage,
    output wire       unlocked
);
    reg [1:0] stage_next;

    always @* begin
        if (relock)
            stage_next = 2'd0;
        else if (key_valid && stage != 2'd3 && key == ((stage == 2'd0) ? 2'd3 : (stage == 2'd1) ? 2'd1 : 2'd2))
            stage_next = stage + 2'd1;
        else if (key_valid && stage != 2'd3)
            stage_next = (key == 2'd3) ? 2'd1 : 2'd0;
        else
            stage_next = stage;
    end

    always @(posedge clk) begin
        if (rst) begin
            stage <= 2'd0;
        end else begin
            stage <= stage_next;
        end
    end

    assign unlocked = stage == 2'd3;
endmodule
