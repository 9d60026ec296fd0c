module hidden_0014_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire pg_in,
    input  wire force_off,
    output wire pg_ok,
    output wire pg_pending
);
    reg [2:0] age;
    reg [2:0] age_next;

    always @* begin
        if (force_off)
            age_next = 3'd0;
        else if (!pg_in)
            age_next = 3'd0;
        else if (age != 3'd5)
            age_next = age + 3'd1;
        else
            age_next = age;
    end

    always @(posedge clk) begin
        if (rst) begin
            age <= 3'd0;
        end else begin
            age <= age_next;
        end
    end

    assign pg_ok = age == 3'd5;
    assign pg_pending = pg_in && age != 3'd5;
endmodule
