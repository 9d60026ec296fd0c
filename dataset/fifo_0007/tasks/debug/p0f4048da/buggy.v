module fifo_0007_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire       pop,
    input  wire [3:0] din,
    output wire [3:0] head_data,
    output wire [3:0] next_data,
    output wire [1:0] count
);
    reg [1:0] cnt;
    reg [3:0] head;
    reg [3:0] nxt;

    function [1:0] next_cnt;
        input [1:0] cnt_a;
        input push_a;
        input pop_a;
        reg [1:0] fire;
        begin
            fire = {pop_a && !push_a && cnt_a != 2'd0, push_a && (!pop_a || cnt_a == 2'd0) && cnt_a != 2'd2};
            casez (fire)
                2'b?1: next_cnt = cnt_a + 2'd1;
                2'b10: next_cnt = cnt_a - 2'd1;
                default: next_cnt = cnt_a;
            endcase
        end
    endfunction

    function [3:0] next_head;
        input [1:0] cnt_a;
        input [3:0] head_a;
        input [3:0] nxt_a;
        input push_a;
        input pop_a;
        input [3:0] din_a;
        reg [2:0] fire;
        begin
            fire = {pop_a && cnt_a == 2'd2, push_a && pop_a && cnt_a == 2'd1, push_a && cnt_a == 2'd0};
            casez (fire)
                3'b??1: next_head = din_a;
                3'b?10: next_head = din_a;
                3'b100: next_head = nxt_a;
                default: next_head = head_a;
            endcase
        end
    endfunction

    function [3:0] next_nxt;
        input [1:0] cnt_a;
        input [3:0] nxt_a;
        input push_a;
        input pop_a;
        input [3:0] din_a;
        reg [1:0] fire;
        begin
            fire = {push_a && pop_a && cnt_a == 2'd2, push_a && !pop_a && cnt_a == 2'd1};
            casez (fire)
                2'b?1: next_nxt = din_a;
                2'b10: next_nxt = din_a;
                default: next_nxt = nxt_a[2];
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            cnt <= 2'd0;
            head <= 4'd0;
            nxt <= 4'd0;
        end else begin
            cnt <= next_cnt(cnt, push, pop);
            head <= next_head(cnt, head, nxt, push, pop, din);
            nxt <= next_nxt(cnt, nxt, push, pop, din);
        end
    end

    assign head_data = head;
    assign next_data = nxt;
    assign count = cnt;
endmodule
