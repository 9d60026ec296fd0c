module hidden_0053_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       v,
    input  wire [1:0] d,
    output wire [1:0] q
);
    reg [2:0] age;
    reg [1:0] word;
    reg [2:0] age_next;
    reg [1:0] word_next;

    always @* begin
        if (v && age < 3'd2)
            age_next = 3'd4;
        else if (age != 3'd0)
            age_next = age - 3'd1;
        else
            age_next = age;
    end

    always @* begin
        if (v)
            word_next = d;
        else
            word_next = word;
    end

    always @(posedge clk) begin
        if (rst) begin
            age <= 3'd0;
            word <= 2'd0;
        end else begin
            age <= age_next;
            word <= word_next;
        end
    end

    assign q = (age != 3'd0) ? word : 2'd0;
endmodule
