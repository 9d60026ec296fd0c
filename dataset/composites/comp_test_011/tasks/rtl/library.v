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

module hidden_0009 (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input  wire slow,
    output wire fire
);
    reg [2:0] holdoff;
    reg [2:0] holdoff_next;

    always @* begin
        if (req && holdoff == 3'd0)
            holdoff_next = slow ? 3'd5 : 3'd2;
        else if (holdoff != 3'd0)
            holdoff_next = holdoff - 3'd1;
        else
            holdoff_next = holdoff;
    end

    always @(posedge clk) begin
        if (rst) begin
            holdoff <= 3'd0;
        end else begin
            holdoff <= holdoff_next;
        end
    end

    assign fire = req && holdoff == 3'd0;
endmodule

module pulse_event_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    input  wire       sample_en,
    input  wire       flush,
    output reg  [3:0] history,
    output wire       rise,
    output wire       fall,
    output wire       stable_high,
    output wire       stable_low
);
    reg [3:0] history_next;

    always @* begin
        if (flush)
            history_next = {4{{din}}};
        else if (sample_en)
            history_next = {history[2:0], din};
        else
            history_next = history;
    end

    always @(posedge clk) begin
        if (rst) begin
            history <= 4'd0;
        end else begin
            history <= history_next;
        end
    end

    assign rise = history[1:0] == 2'b01;
    assign fall = history[1:0] == 2'b10;
    assign stable_high = history == 4'b1111;
    assign stable_low = history == 4'b0000;
endmodule
