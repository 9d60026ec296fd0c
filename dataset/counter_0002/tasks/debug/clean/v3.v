module counter_0002_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       clear,
    input  wire [3:0] last_value,
    output reg  [3:0] count,
    output wire       at_end
);

    function [3:0] next_count;
        input [3:0] count_a;
        input en_a;
        input clear_a;
        input [3:0] last_value_a;
        reg [2:0] fire;
        begin
            fire = {en_a, en_a && count_a >= last_value_a, clear_a};
            casez (fire)
                3'b??1: next_count = 4'd0;
                3'b?10: next_count = 4'd0;
                3'b100: next_count = count_a + 4'd1;
                default: next_count = count_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            count <= next_count(count, en, clear, last_value);
        end
    end

    assign at_end = count >= last_value;
endmodule
