module mode_controller_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       req_valid,
    input  wire [1:0] req_mode,
    output wire [1:0] active_mode,
    output wire       ready,
    output wire [2:0] settle_left
);
    reg [1:0] mode;
    reg [2:0] settle;
    reg [1:0] mode_next;
    reg [2:0] settle_next;

    always @* begin
        if (req_valid && settle == 3'd0 && req_mode != mode)
            mode_next = req_mode;
        else
            mode_next = mode;
    end

    always @* begin
        if (req_valid && settle == 3'd0 && req_mode != mode)
            settle_next = 3'd4;
        else if (settle != 3'd0)
            settle_next = settle - 3'd1;
        else
            settle_next = settle;
    end

    always @(posedge clk) begin
        if (rst) begin
            mode <= 2'd0;
            settle <= 3'd0;
        end else begin
            mode <= mode_next;
            settle <= settle_next;
        end
    end

    assign active_mode = mode;
    assign ready = settle == 3'd0;
    assign settle_left = settle;
endmodule

module rate_limiter_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       request,
    input  wire       refill_tick,
    output reg  [2:0] tokens,
    output wire       grant,
    output wire       bucket_empty
);
    reg [2:0] tokens_next;

    always @* begin
        if (request && tokens != 3'd0 && !refill_tick)
            tokens_next = tokens - 3'd1;
        else if (refill_tick && !(request && tokens != 3'd0) && tokens != 3'd7)
            tokens_next = tokens + 3'd1;
        else
            tokens_next = tokens;
    end

    always @(posedge clk) begin
        if (rst) begin
            tokens <= 3'd7;
        end else begin
            tokens <= tokens_next;
        end
    end

    assign grant = request && tokens != 3'd0;
    assign bucket_empty = tokens == 3'd0;
endmodule

module fifo_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       flush,
    input  wire       rd_en,
    input  wire [2:0] rd_bytes,
    input  wire       wr_en,
    input  wire [2:0] wr_bytes,
    output reg  [3:0] used,
    output wire [3:0] space,
    output wire       empty
);
    reg [3:0] used_next;

    always @* begin
        if (flush)
            used_next = 4'd0;
        else if (rd_en && {1'b0, rd_bytes} <= used)
            used_next = used - {1'b0, rd_bytes};
        else if (wr_en && {1'b0, wr_bytes} <= 4'd15 - used)
            used_next = used + {1'b0, wr_bytes};
        else
            used_next = used;
    end

    always @(posedge clk) begin
        if (rst) begin
            used <= 4'd0;
        end else begin
            used <= used_next;
        end
    end

    assign space = 4'd15 - used;
    assign empty = used == 4'd0;
endmodule
