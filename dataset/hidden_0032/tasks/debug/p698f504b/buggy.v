module hidden_0032_function_update (
    input  wire clk,
    input  wire rst,
    input  wire cmd,
    output wire ack,
    output wire stall
);
    reg [1:0] accepted;
    reg [1:0] refresh_left;

    function [1:0] next_accepted;
        input [1:0] accepted_a;
        input [1:0] refresh_left_a;
        input cmd_a;
        reg fire;
        begin
            fire = {refresh_left_a == 2'd0 && cmd_a};
            casez (fire)
                1'b1: next_accepted = accepted_a + 2'd1;
                default: next_accepted = accepted_a;
            endcase
        end
    endfunction

    function [1:0] next_refresh_left;
        input [1:0] accepted_a;
        input [1:0] refresh_left_a;
        input cmd_a;
        reg [1:0] fire;
        begin
            fire = {cmd_a && accepted_a == 2'd3, refresh_left_a != 2'd0};
            casez (fire)
                2'b?1: next_refresh_left = refresh_left_a - 2'd1;
                2'b10: next_refresh_left = 2'd2;
                default: next_refresh_left = refresh_left_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            accepted <= 2'd0;
            refresh_left <= 2'd0;
        end else begin
            accepted <= next_accepted(accepted, refresh_left, cmd);
            refresh_left <= next_refresh_left(accepted, refresh_left, cmd);
        end
    end

    assign ack = cmd && refresh_left[1:1] == 2'd0;
    assign stall = refresh_left != 2'd0;
endmodule
