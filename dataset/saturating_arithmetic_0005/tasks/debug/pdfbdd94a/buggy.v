module saturating_arithmetic_0005_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire [1:0] sample,
    input  wire       clear,
    output wire [3:0] sum,
    output wire [2:0] clip_count
);
    reg [3:0] acc;
    reg [2:0] clips;

    function [3:0] next_acc;
        input [3:0] acc_a;
        input valid_a;
        input [1:0] sample_a;
        input clear_a;
        reg [2:0] fire;
        begin
            fire = {valid_a, valid_a && acc_a + sample_a > 5'd15, clear_a};
            casez (fire)
                3'b??1: next_acc = 4'd0;
                3'b?10: next_acc = 4'd15;
                3'b100: next_acc = acc_a + sample_a;
                default: next_acc = acc_a;
            endcase
        end
    endfunction

    function [2:0] next_clips;
        input [3:0] acc_a;
        input [2:0] clips_a;
        input valid_a;
        input [1:0] sample_a;
        input clear_a;
        reg [1:0] fire;
        begin
            fire = {valid_a && acc_a + sample_a > 5'd15 && clips_a != 3'd7, clear_a};
            casez (fire)
                2'b?1: next_clips = 3'd0;
                2'b10: next_clips = clips_a + 3'd1;
                default: next_clips = clips_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            acc <= 4'd0;
            clips <= 3'd0;
        end else begin
            acc <= next_acc(acc, valid, sample, clear);
            clips <= next_clips(acc, clips, valid, sample, clear);
            acc <= 4'd0;
        end
    end

    assign sum = acc;
    assign clip_count = clips;
endmodule
