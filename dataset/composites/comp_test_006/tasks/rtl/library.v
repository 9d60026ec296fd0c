module hidden_0005 (
    input  wire clk,
    input  wire rst,
    input  wire en,
    input  wire sync,
    output wire ce
);
    reg [2:0] phase;
    reg [2:0] phase_next;

    always @* begin
        if (sync)
            phase_next = 3'd0;
        else if (en && phase == 3'd4)
            phase_next = 3'd0;
        else if (en)
            phase_next = phase + 3'd1;
        else
            phase_next = phase;
    end

    always @(posedge clk) begin
        if (rst) begin
            phase <= 3'd0;
        end else begin
            phase <= phase_next;
        end
    end

    assign ce = en && phase == 3'd4;
endmodule

module sequence_detector_0005 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       pkt_valid,
    input  wire [2:0] pkt_seq,
    output wire       in_order,
    output wire [2:0] expected_seq,
    output wire [1:0] loss_count
);
    reg [2:0] expect_reg;
    reg [1:0] losses;
    reg [2:0] expect_reg_next;
    reg [1:0] losses_next;

    always @* begin
        if (pkt_valid)
            expect_reg_next = pkt_seq + 3'd1;
        else
            expect_reg_next = expect_reg;
    end

    always @* begin
        if (pkt_valid && pkt_seq != expect_reg && losses != 2'd3)
            losses_next = losses + 2'd1;
        else
            losses_next = losses;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            expect_reg <= 3'd0;
            losses <= 2'd0;
        end else begin
            expect_reg <= expect_reg_next;
            losses <= losses_next;
        end
    end

    assign in_order = pkt_valid && pkt_seq == expect_reg;
    assign expected_seq = expect_reg;
    assign loss_count = losses;
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
