module timer_0004_function_update (
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

    function [3:0] next_cnt;
        input [3:0] cnt_a;
        input kick_a;
        reg [1:0] fire;
        begin
            fire = {cnt_a != 4'd8, kick_a};
            casez (fire)
                2'b?1: next_cnt = 4'd0;
                2'b10: next_cnt = cnt_a + 4'd1;
                default: next_cnt = cnt_a;
            endcase
        end
    endfunction

    function next_fault;
        input [3:0] cnt_a;
        input fault_a;
        input kick_a;
        input clear_fault_a;
        reg [2:0] fire;
        begin
            fire = {clear_fault_a, !kick_a && cnt_a == 4'd8, kick_a || cnt_a < 4'd3};
            casez (fire)
                3'b??1: next_fault = 1'b1;
                3'b?10: next_fault = 1'b1;
                3'b100: next_fault = 1'b0;
                default: next_fault = fault_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            cnt <= 4'd0;
            fault <= 1'b0;
        end else begin
            cnt <= next_cnt(cnt, kick);
            fault <= next_fault(cnt, fault, kick, clear_fault);
        end
    end

    assign since_kick = cnt;
    assign window_open = cnt >= 4'd3 && cnt < 4'd8;
    assign wd_fault = fault;
endmodule
