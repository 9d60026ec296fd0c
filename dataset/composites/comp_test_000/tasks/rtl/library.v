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
