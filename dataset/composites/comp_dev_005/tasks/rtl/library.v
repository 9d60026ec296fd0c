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

module mode_controller_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       key_wr,
    input  wire [7:0] key,
    input  wire       exit_test,
    output wire [1:0] unlock_stage,
    output wire       test_mode,
    output wire [1:0] fail_count,
    output wire       locked_out
);
    reg [1:0] stage;
    reg [1:0] fails;
    reg [1:0] stage_next;
    reg [1:0] fails_next;

    always @* begin
        if (exit_test && stage == 2'd3)
            stage_next = 2'd0;
        else if (key_wr && fails != 2'd3 && stage == 2'd0 && key == 8'ha5)
            stage_next = 2'd1;
        else if (key_wr && fails != 2'd3 && stage == 2'd1 && key == 8'h5a)
            stage_next = 2'd2;
        else if (key_wr && fails != 2'd3 && stage == 2'd2 && key == 8'hc3)
            stage_next = 2'd3;
        else if (key_wr && stage != 2'd3)
            stage_next = 2'd0;
        else
            stage_next = stage;
    end

    always @* begin
        if (key_wr && fails != 2'd3 && stage != 2'd3 && key != ((stage == 2'd0) ? 8'ha5 : (stage == 2'd1) ? 8'h5a : 8'hc3))
            fails_next = fails + 2'd1;
        else
            fails_next = fails;
    end

    always @(posedge clk) begin
        if (rst) begin
            stage <= 2'd0;
            fails <= 2'd0;
        end else begin
            stage <= stage_next;
            fails <= fails_next;
        end
    end

    assign unlock_stage = stage;
    assign test_mode = stage == 2'd3;
    assign fail_count = fails;
    assign locked_out = fails == 2'd3;
endmodule
