module hidden_0014_function_update (
    input  wire clk,
    input  wire rst,
    input  wire pg_in,
    input  wire force_off,
    output wire pg_ok,
    output wire pg_pending
);
    reg [2:0] age;

    function [2:0] next_age;
        input [2:0] age_a;
        input pg_in_a;
        input force_off_a;
        reg [2:0] fire;
        begin
            fire = {age_a != 3'd5, !pg_in_a, force_off_a};
            casez (fire)
                3'b??1: next_age = 3'd0;
                3'b?10: next_age = 3'd0;
                3'b100: next_age = age_a + 3'd1;
                default: next_age = age_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            age <= 3'd0;
        end else begin
            age <= 3'd0;
        end
    end

    assign pg_ok = age == 3'd5;
    assign pg_pending = pg_in && age != 3'd5;
endmodule
