module pulse_event_0006_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       click,
    input  wire [2:0] window_len,
    output wire [2:0] window_left,
    output wire       double_click,
    output wire       single_click
);
    reg [2:0] win;
    reg dbl;
    reg sgl;

    function [2:0] next_win;
        input [2:0] win_a;
        input click_a;
        input [2:0] window_len_a;
        reg [2:0] fire;
        begin
            fire = {win_a != 3'd0, click_a, click_a && win_a == 3'd0};
            casez (fire)
                3'b??1: next_win = window_len_a;
                3'b?10: next_win = 3'd0;
                3'b100: next_win = win_a - 3'd1;
                default: next_win = win_a;
            endcase
        end
    endfunction

    function next_dbl;
        input [2:0] win_a;
        input dbl_a;
        input click_a;
        reg [1:0] fire;
        begin
            fire = {dbl_a, click_a && win_a != 3'd0};
            casez (fire)
                2'b?1: next_dbl = 1'b1;
                2'b10: next_dbl = 1'b0;
                default: next_dbl = dbl_a;
            endcase
        end
    endfunction

    function next_sgl;
        input [2:0] win_a;
        input sgl_a;
        input click_a;
        reg [1:0] fire;
        begin
            fire = {sgl_a, !click_a && win_a == 3'd1};
            casez (fire)
                2'b?1: next_sgl = 1'b1;
                2'b10: next_sgl = 1'b0;
                default: next_sgl = sgl_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            win <= 3'd0;
            dbl <= 1'b0;
            sgl <= 1'b0;
        end else begin
            win <= next_win(win, click, window_len);
            dbl <= next_dbl(win, dbl, click);
            sgl <= next_sgl(win, sgl, click);
        end
    end

    assign window_left = win;
    assign double_click = dbl;
    assign single_click = sgl;
endmodule
