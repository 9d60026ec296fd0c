module counter_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] load_value,
    input  wire       up,
    input  wire       down,
    output reg  [3:0] count,
    output wire       at_max,
    output wire       at_min
);
    reg [3:0] count_next;

    always @* begin
        if (load)
            count_next = load_value;
        else if (up && !down && count != 4'd15)
            count_next = count + 4'd1;
        else if (down && !up && count != 4'd0)
            count_next = count - 4'd1;
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

module fifo_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] fill_level,
    input  wire [3:0] high_mark,
    input  wire [3:0] low_mark,
    output reg        xoff,
    output wire       xon
);
    reg xoff_next;

    always @* begin
        if (fill_level >= high_mark)
            xoff_next = 1'b1;
        else if (fill_level <= low_mark)
            xoff_next = 1'b0;
        else
            xoff_next = xoff;
    end

    always @(posedge clk) begin
        if (rst) begin
            xoff <= 1'b0;
        end else begin
            xoff <= xoff_next;
        end
    end

    assign xon = !xoff;
endmodule

module rate_limiter_0003 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       cmd_req,
    input  wire [2:0] min_gap,
    input  wire       flush,
    output reg  [2:0] holdoff,
    output wire       cmd_issue,
    output wire       pace_ready
);
    reg [2:0] holdoff_next;

    always @* begin
        if (flush)
            holdoff_next = 3'd0;
        else if (cmd_req && holdoff == 3'd0)
            holdoff_next = min_gap;
        else if (holdoff != 3'd0)
            holdoff_next = holdoff - 3'd1;
        else
            holdoff_next = holdoff;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            holdoff <= 3'd0;
        end else begin
            holdoff <= holdoff_next;
        end
    end

    assign cmd_issue = cmd_req && holdoff == 3'd0;
    assign pace_ready = holdoff == 3'd0;
endmodule
