module timer_0007_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire       tick,
    output reg  [2:0] remaining,
    output wire       expired
);

    function [2:0] next_remaining;
        input [2:0] remaining_a;
        input load_a;
        input tick_a;
        reg [1:0] fire;
        begin
            fire = {tick_a && remaining_a != 3'd0, load_a};
            casez (fire)
                2'b?1: next_remaining = 3'd7;
                2'b10: next_remaining = remaining_a - 3'd1;
                default: next_remaining = remaining_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            remaining <= 3'd0;
        end else begin
            remaining <= next_remaining(remaining, load, tick);
        end
    end

    assign expired = remaining == 3'd0;
endmodule
