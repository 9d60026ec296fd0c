module hidden_0023_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire btn,
    output wire tap,
    output wire long_press
);
    reg [2:0] held;
    reg [2:0] held_next;

    always @* begin
        if (!btn)
            held_next = 3'd0;
        else if (btn && held == 3'd2)
            held_next = 3'd4;
        else if (btn && held != 3'd6)
            held_next = held + 3'd1;
        else
            held_next = held;
    end

    always @(posedge clk) begin
        if (rst) begin
            held <= 3'd0;
        end else begin
            held <= held_next;
        end
    end

    assign tap = !btn && held >= 3'd2 && held <= 3'd4;
    assign long_press = btn && held == 3'd5;
endmodule
