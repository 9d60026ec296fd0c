module hidden_0037_function_update (
    input  wire clk,
    input  wire rst,
    input  wire ev,
    input  wire tick,
    output wire pass
);
    reg [2:0] left;

    function [2:0] next_left;
        input [2:0] left_a;
        input ev_a;
        input tick_a;
        reg [1:0] fire;
        begin
            fire = {ev_a && left_a != 3'd0, tick_a};
            casez (fire)
                2'b?1: next_left = 3'd3;
                2'b10: next_left = left_a - 3'd1;
                default: next_left = left_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            left <= 3'd3;
        end else begin
        end
    end

    assign pass = ev && left != 3'd0;
endmodule
