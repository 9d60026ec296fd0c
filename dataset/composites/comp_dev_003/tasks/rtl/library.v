module saturating_arithmetic_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       up,
    input  wire       down,
    input  wire [1:0] step,
    output reg  [3:0] count,
    output wire       at_max,
    output wire       at_min
);
    reg [3:0] count_next;

    always @* begin
        if (up && !down && count + step > 5'd15)
            count_next = 4'd15;
        else if (up && !down)
            count_next = count + step;
        else if (down && !up && step > count)
            count_next = 4'd0;
        else if (down && !up)
            count_next = count - step;
        else
            count_next = count;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            count <= count_next;
        end
    end

    assign at_max = count == 4'd15;
    assign at_min = count == 4'd0;
endmodule

module counter_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       clear,
    input  wire [3:0] last_value,
    output reg  [3:0] count,
    output wire       at_end
);
    reg [3:0] count_next;

    always @* begin
        if (clear)
            count_next = 4'd0;
        else if (en && count >= last_value)
            count_next = 4'd0;
        else if (en)
            count_next = count + 4'd1;
        else
            count_next = count;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            count <= count_next;
        end
    end

    assign at_end = count >= last_value;
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
