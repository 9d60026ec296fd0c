module protocol_controller_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       send,
    input  wire       ret_valid,
    input  wire [1:0] ret_count,
    output reg  [3:0] credits,
    output wire       send_ok,
    output wire       low_credit
);
    reg [3:0] credits_next;

    always @* begin
        if (send && credits != 4'd0 && ret_valid)
            credits_next = credits + {2'b00, ret_count} - 4'd1;
        else if (send && credits != 4'd0)
            credits_next = credits - 4'd1;
        else if (ret_valid)
            credits_next = credits + {2'b00, ret_count};
        else
            credits_next = credits;
    end

    always @(posedge clk) begin
        if (rst) begin
            credits <= 4'd8;
        end else begin
            credits <= credits_next;
        end
    end

    assign send_ok = send && credits != 4'd0;
    assign low_credit = credits < 4'd3;
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

module timer_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       kick,
    input  wire       clear_fault,
    output wire [3:0] since_kick,
    output wire       window_open,
    output wire       wd_fault
);
    reg [3:0] cnt;
    reg fault;
    reg [3:0] cnt_next;
    reg fault_next;

    always @* begin
        if (kick)
            cnt_next = 4'd0;
        else if (cnt != 4'd8)
            cnt_next = cnt + 4'd1;
        else
            cnt_next = cnt;
    end

    always @* begin
        if (kick && cnt < 4'd3)
            fault_next = 1'b1;
        else if (!kick && cnt == 4'd8)
            fault_next = 1'b1;
        else if (clear_fault)
            fault_next = 1'b0;
        else
            fault_next = fault;
    end

    always @(posedge clk) begin
        if (rst) begin
            cnt <= 4'd0;
            fault <= 1'b0;
        end else begin
            cnt <= cnt_next;
            fault <= fault_next;
        end
    end

    assign since_kick = cnt;
    assign window_open = cnt >= 4'd3 && cnt < 4'd8;
    assign wd_fault = fault;
endmodule
